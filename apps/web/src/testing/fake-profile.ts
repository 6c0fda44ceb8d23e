import type { FakeRoute } from './fixtures';

/** The signed-in account of a profile-screen test (`GET /api/profile`). */
export const TEST_PROFILE = {
  email: 'ana.lopez@example.com',
  name: 'Ana',
  lastname: 'López',
  belongsToCompany: false,
  companyId: null,
  language: 'en',
  idx: 0,
  balancePages: 5000,
  createdAt: '2031-01-01T10:00:00Z',
  verifiedAt: '2031-01-01T10:00:00Z',
};

/**
 * The calls every card of the profile screen makes on load, answered empty: a test of one card
 * spreads these and replaces its own.
 */
export const PROFILE_SCREEN_ROUTES: Record<string, FakeRoute> = {
  'GET /api/profile': () => Response.json(TEST_PROFILE),
  'GET /api/profile/balance': () => Response.json({ balancePages: 5000, entries: [] }),
  'GET /api/api-keys': () => Response.json({ keys: [] }),
  'GET /api/webhooks': () => Response.json({ webhooks: [] }),
};
