import { z } from 'zod/mini';
import type { EndpointDef } from './endpoint';
import { AutoUser } from './entities';
import { HomeUser, RentersUser } from './property';
import { uuid } from './text';

// The CRM exports of spec 000/001 section 7 (POST /crm/user/export, /crm/user/home/export, /crm/user/renters/export):
// written with zod/mini so the home results chunk can call them (docs/decisions/0008); the sandbox serves them
// (server/routes/backoffice.ts, through backofficeEndpoints).

export const ExportResponse = z.object({ success: z.literal(true), exportId: uuid() });

export const crmEndpoints = {
  crmExportAuto: { method: 'POST', path: '/crm/user/export', body: AutoUser, response: ExportResponse },
  crmExportHome: { method: 'POST', path: '/crm/user/home/export', body: HomeUser, response: ExportResponse },
  crmExportRenters: { method: 'POST', path: '/crm/user/renters/export', body: RentersUser, response: ExportResponse },
} as const satisfies Record<string, EndpointDef>;
