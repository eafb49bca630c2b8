import { privacyEndpoints, type LedgerEntry, type PrivacyStatus } from '../contract/privacy';
import { callEndpoint } from './http';

// The privacy page's calls (issue 32, docs/decisions/0092), each authorised by the saved user's returning token. The
// page loads this module with its own chunk; no other screen does.

export interface SavedUser {
  userId: string;
  token: string;
}

const FAILED = 'user_save_failed';

export interface PrivacyApi {
  status(user: SavedUser): Promise<PrivacyStatus>;
  optOut(user: SavedUser): Promise<PrivacyStatus>;
  ledger(user: SavedUser): Promise<LedgerEntry[]>;
  remove(user: SavedUser): Promise<void>;
}

export const privacyApi: PrivacyApi = {
  status: (u) => callEndpoint(privacyEndpoints.privacyStatus, { query: { userId: u.userId }, token: u.token }, FAILED),
  optOut: (u) => callEndpoint(privacyEndpoints.privacyOptOut, { body: { userId: u.userId }, token: u.token }, FAILED),
  ledger: async (u) =>
    (await callEndpoint(privacyEndpoints.privacyLedger, { query: { userId: u.userId }, token: u.token }, FAILED))
      .entries,
  remove: async (u) => {
    await callEndpoint(privacyEndpoints.privacyDelete, { body: { userId: u.userId }, token: u.token }, FAILED);
  },
};
