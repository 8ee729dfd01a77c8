// A hand-made fake of the calls behind the applications and invitations tabs, on the shared
// fetch-level fake (@talent/test-utils): the real client talks to it, so the tests exercise the
// requests the portal sends. The state changes as the API's does (withdraw moves the status and
// adds a timeline entry, decline removes the invitation, both move the user's counters); a move
// the API refuses answers 409.
import type { Application, FreelancerUser, Invitation } from '@talent/api-client';
import { canWithdrawApplication, isOneOf, APPLICATION_STATUSES } from '@talent/domain';
import type { ApplicationStatus } from '@talent/domain';
import { fakeApi, json, problem, testUser } from '@talent/test-utils';
import type { FakeApi } from '@talent/test-utils';

/** What the fake holds; a `null` list makes its call fail with a 500. */
export interface ApplicationsState {
  applications: Application[] | null;
  drafts: Application[] | null;
  invitations: Invitation[] | null;
  user: FreelancerUser;
}

/** The fake: pass it as `api` to `renderWithPortal`. */
export interface FakeApplicationsApi {
  readonly fetch: FakeApi['fetch'];
  readonly state: ApplicationsState;
  readonly callsTo: FakeApi['callsTo'];
}

/** An application (submitted, sent to the client) with defaults for what a test does not care about. */
export function application(id: number, title: string, extra: Partial<Application> = {}): Application {
  return {
    id,
    job: { id: 1000 + id, title, siteCity: 'Berlin', status: 'ACTIVE' },
    status: 'SENT_TO_CLIENT',
    statusCode: 's2c',
    longStatus: 'PENDING',
    canEdit: true,
    created: '2026-11-20T10:00:00Z',
    submitted: '2026-11-20T10:12:00Z',
    hourlyRate: { value: 85, currency: 'EUR', period: 'HR' },
    timeline: [
      { status: 'SEND_PENDING', at: '2026-11-20T10:12:00Z' },
      { status: 'SENT_TO_CLIENT', at: '2026-11-20T10:15:00Z' },
    ],
    ...extra,
  };
}

/** An open invitation to `title`, created `created`, expiring `expiresAt` (ISO) or never. */
export function invitation(id: number, title: string, created: string, expiresAt: string | null): Invitation {
  return {
    id,
    job: { id: 2000 + id, title, siteCity: 'Hamburg', status: 'ACTIVE' },
    code: 'inv',
    state: 'cr',
    created,
    expiresAt,
  };
}

/** The state of a test: the given lists, and a user whose counters match them. */
export function applicationsState(overrides: Partial<Omit<ApplicationsState, 'user'>> = {}): ApplicationsState {
  const state = { applications: [], drafts: [], invitations: [], ...overrides };
  return {
    ...state,
    user: testUser({
      jobApplicationCount: state.applications?.length ?? 0,
      jobInvitationCount: state.invitations?.length ?? 0,
    }),
  };
}

/** The statuses of a list call: `status=A,B` (form, not exploded) or repeated `status=A&status=B`. */
function statusFilter(query: URLSearchParams): ApplicationStatus[] {
  return query
    .getAll('status')
    .flatMap((value) => value.split(','))
    .filter((value): value is ApplicationStatus => isOneOf(APPLICATION_STATUSES, value));
}

export function fakeApplicationsApi(initial: ApplicationsState): FakeApplicationsApi {
  const state: ApplicationsState = structuredClone(initial);
  const failed = () => problem(500, ['error.generic']);

  const fake = fakeApi({
    'GET /freelancer': () => state.user,
    'GET /projectApplication': ({ query }) => {
      if (!state.applications) return failed();
      const statuses = statusFilter(query);
      const matching = state.applications.filter((a) => statuses.length === 0 || statuses.includes(a.status));
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      const body = { results: matching.slice(offset, offset + limit), total: matching.length, offset, limit };
      const response = json(body);
      response.headers.set('X-Total-Count', String(matching.length));
      return response;
    },
    'GET /projectApplication/drafts': () => (state.drafts ? { results: state.drafts } : failed()),
    'PUT /projectApplication/:id/withdraw': ({ params }) => {
      const found = state.applications?.find((a) => a.id === Number(params['id']));
      if (!found || !state.applications) return problem(404, ['application.notFound']);
      if (!canWithdrawApplication(found.status)) return problem(409, ['application.cannotWithdraw']);
      const withdrawn: Application = {
        ...found,
        status: 'WITHDRAWN',
        statusCode: 'w',
        longStatus: 'WITHDRAWN',
        canEdit: false,
        timeline: [...(found.timeline ?? []), { status: 'WITHDRAWN', at: '2026-11-24T09:00:00Z' }],
      };
      state.applications = state.applications.map((a) => (a === found ? withdrawn : a));
      return withdrawn;
    },
    'GET /projectInvitation/open': () => (state.invitations ? { results: state.invitations } : failed()),
    'PUT /projectInvitation/:id/decline': ({ params }) => {
      const found = state.invitations?.find((i) => i.id === Number(params['id']));
      if (!found || !state.invitations) return problem(409, ['invitation.notOpen']);
      state.invitations = state.invitations.filter((i) => i !== found);
      state.user = { ...state.user, jobInvitationCount: state.invitations.length };
      return { ...found, code: 'can', state: 'cn' };
    },
  });

  return {
    fetch: fake.fetch,
    state,
    callsTo: (route) => fake.callsTo(route),
  };
}
