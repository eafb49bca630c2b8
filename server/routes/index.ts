import { addressRoutes } from './address';
import { adRoutes } from './ads';
import { backofficeRoutes } from './backoffice';
import { coverageRoutes } from './coverages';
import { emailRoutes } from './email';
import { healthRoutes } from './health';
import { logoRoutes } from './logos';
import { makesRoutes } from './makes';
import { phoneRoutes } from './phone';
import { policyDocumentRoutes } from './policyDocuments';
import { prefillRoutes } from './prefill';
import { privacyRoutes } from './privacy';
import { propertyQuoteRoutes } from './propertyQuotes';
import { quotesRoutes } from './quotes';
import { ratecallRoutes } from './ratecall';
import { recordingRoutes } from './recordings';
import { rulesRoutes } from './rules';
import { userRoutes } from './user';
import { zipRoutes } from './zip';

// Every route group under /api, registered in this order by buildApp.
export const ROUTE_GROUPS = [
  userRoutes,
  makesRoutes,
  zipRoutes,
  addressRoutes,
  emailRoutes,
  quotesRoutes,
  phoneRoutes,
  backofficeRoutes,
  coverageRoutes,
  prefillRoutes,
  adRoutes,
  propertyQuoteRoutes,
  ratecallRoutes,
  policyDocumentRoutes,
  rulesRoutes,
  healthRoutes,
  logoRoutes,
  privacyRoutes,
  recordingRoutes,
];
