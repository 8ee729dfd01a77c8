// A hand-made fake of the application-flow calls, on the shared fetch-level fake (@talent/test-utils):
// the real client talks to it, so tests exercise the requests the portal sends. The state changes
// like the API's (POST /projectApplication creates the draft, PATCH merges the fields sent and
// records the step, a slot another talent booked answers 409 `application.slotTaken`, finishing
// marks the project applied); every request is recorded.
import type { Application, ApplicationFlow, Job, LoadedApplication, components } from '@talent/api-client';
import { empty, fakeApi, json, problem } from '@talent/test-utils';
import type { FakeApi, FakeRequest } from '@talent/test-utils';

type Schemas = components['schemas'];

/** What the fake holds. */
export interface FlowState {
  project: Job | null;
  options: Schemas['ProjectOptions'];
  steps: string[];
  questions: Schemas['Question'][];
  slots: Schemas['InterviewSlot'][];
  slotResult: Schemas['SlotResult'] | null;
  /** Starts of slots someone else books first: a PATCH choosing one answers 409. */
  takenSlots: string[];
  cvFiles: Schemas['CvResource'][];
  securityIds: Schemas['SecurityId'][];
  flow: ApplicationFlow | null;
  loaded: LoadedApplication | null;
  /** What finishing answers instead of success (a problem response). */
  finishProblem: { status: number; messages: string[]; fieldErrors?: { field: string; messages: string[] }[] } | null;
}

export const PROJECT_ID = 1042;
export const APPLICATION_ID = 77;

/** An open project, not applied to. */
export function testProject(extra: Partial<Job> = {}): Job {
  return {
    id: PROJECT_ID,
    title: 'Senior React Developer',
    siteCity: 'Berlin',
    status: 'ACTIVE',
    applicationId: null,
    appliedAt: null,
    ...extra,
  };
}

/** A fresh server draft of the test project (the contract's fields, as the API answers them). */
export function testFlow(extra: Partial<ApplicationFlow> = {}): ApplicationFlow {
  return {
    projectId: PROJECT_ID,
    applicationId: APPLICATION_ID,
    canEdit: true,
    parentAnswersList: [],
    childAnswersList: {},
    displayRate: { value: null, currency: 'EUR', period: 'HR' },
    talentRate: { value: null, currency: 'EUR', period: 'HR' },
    cvsList: [],
    selectedCv: null,
    motivationComment: '',
    cvCover: null,
    interviewSlot: null,
    alternativeInterviewSlot: false,
    calendarSlots: [],
    resumeMethod: 1,
    coverLetterMethod: 1,
    openApplications: [],
    openInvitations: [],
    ...extra,
  };
}

/** An uploaded CV. */
export function cvFile(id: number, name: string, generated = false): Schemas['CvResource'] {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    name,
    contentType: 'application/pdf',
    generated,
  };
}

/** The state of a modern flow with every step but legal and security id. */
export function flowState(overrides: Partial<FlowState> = {}): FlowState {
  return {
    project: testProject(),
    options: {
      currencies: ['EUR', 'USD'],
      rateUnits: ['HR', 'DAY'],
      preApplicationQuestions: true,
      coverLetter: 'OPTIONAL',
      liveInterview: true,
      securityIdRequired: false,
      externalApplicationUrl: null,
    },
    steps: ['questions', 'cv', 'motivation', 'rate', 'interview', 'review'],
    questions: [
      {
        id: 1,
        type: 'radio',
        label: 'Have you worked with React Native?',
        required: true,
        options: [
          { value: 'yes', label: 'Yes, in production' },
          { value: 'no', label: 'No' },
        ],
      },
      {
        id: 2,
        type: 'number',
        label: 'How many apps did you ship?',
        required: true,
        parentQuestionId: 1,
        scopeId: 'yes',
      },
      { id: 3, type: 'textarea', label: 'Anything else?', required: false },
    ],
    slots: [
      { initialStart: '2026-12-01T09:00:00.000Z', initialEnd: '2026-12-01T09:30:00.000Z' },
      { initialStart: '2026-12-01T13:00:00.000Z', initialEnd: '2026-12-01T13:30:00.000Z' },
      { initialStart: '2026-12-02T10:00:00.000Z', initialEnd: '2026-12-02T10:30:00.000Z' },
    ],
    slotResult: null,
    takenSlots: [],
    cvFiles: [cvFile(5, 'cv-2026.pdf')],
    securityIds: [],
    flow: null,
    loaded: null,
    finishProblem: null,
    ...overrides,
  };
}

export interface FakeFlowApi {
  readonly fetch: FakeApi['fetch'];
  readonly state: FlowState;
  callsTo: FakeApi['callsTo'];
  hold: FakeApi['hold'];
  on: FakeApi['on'];
}

/** Creates the fake over `initial` (copied). */
export function fakeFlowApi(initial: FlowState = flowState()): FakeFlowApi {
  const state: FlowState = structuredClone(initial);
  const notFound = () => problem(404, ['project.notFound']);
  const project = (request: FakeRequest) =>
    state.project && String(state.project.id) === request.params['id'] ? state.project : null;
  const application = (): Application => ({
    id: APPLICATION_ID,
    job: { id: PROJECT_ID, title: state.project?.title ?? '', status: 'ACTIVE' },
    status: 'SEND_PENDING',
    statusCode: 'sp',
    canEdit: true,
    created: '2026-11-20T10:00:00.000Z',
  });

  const fake = fakeApi({
    'GET /project/:id': (request) => project(request) ?? notFound(),
    'GET /project/:id/options': (request) => (project(request) ? state.options : notFound()),
    'GET /project/:id/applicationFlow': () => state.flow ?? problem(404, ['application.noDraft']),
    'POST /projectApplication': () => {
      if (state.flow) return state.flow;
      state.flow = testFlow();
      return json(application(), 201);
    },
    'PATCH /project/:id/applicationFlow': (request) => {
      if (!state.flow) return problem(404, ['application.noDraft']);
      const patch = request.body as Schemas['ApplicationFlowPatch'];
      if (patch.interviewSlot && state.takenSlots.includes(patch.interviewSlot.initialStart)) {
        state.slots = state.slots.filter((s) => s.initialStart !== patch.interviewSlot?.initialStart);
        return problem(409, ['application.slotTaken']);
      }
      state.flow = { ...state.flow, ...(patch as Partial<ApplicationFlow>) };
      return state.flow;
    },
    'GET /projectApplication/:id/flowsteps': () => ({
      results: state.steps.map((name) => ({ name, completed: false, optional: false })),
    }),
    'GET /projectApplication/:id/question': () => ({ results: state.questions }),
    'GET /projectApplication/:id/calendar/freebusy': () => ({ slots: state.slots, result: state.slotResult }),
    'GET /project/:id/apply/rates/calculate': (request) => {
      // A 20 % margin, in minor units like the API.
      const cents = Math.round(Number(request.query.get('value')) * 100 * 1.2);
      const rate = { currency: request.query.get('currency') ?? 'EUR', period: request.query.get('period') ?? 'HR' };
      return {
        talentRate: { value: Number(request.query.get('value')), ...rate },
        displayRate: { value: cents / 100, ...rate },
        rateType: 'PERCENTAGE',
        adjustment: 20,
      };
    },
    'POST /projectApplication/:id/legal/agree': () => empty(),
    'GET /freelancer/cv/resources': () => ({ results: state.cvFiles }),
    'PUT /freelancer/cv/pdf': () => {
      const generated = cvFile(90, 'Ada Lovelace CV.pdf', true);
      state.cvFiles = [generated, ...state.cvFiles];
      return generated;
    },
    'POST /freelancer/cv': (request) => {
      const file = request.form?.get('file') as File | null;
      const uploaded = cvFile(91, file?.name ?? 'upload.pdf');
      state.cvFiles = [uploaded, ...state.cvFiles];
      return json(uploaded, 201);
    },
    'POST /resource': (request) => {
      const file = request.form?.get('resource') as File | null;
      return json(
        {
          id: '00000000-0000-4000-8000-00000000c0c0',
          name: file?.name ?? 'letter.pdf',
          contentType: 'application/pdf',
          size: file?.size ?? 0,
          kind: 'COVER_LETTER',
          created: '2026-11-24T10:00:00.000Z',
        },
        201,
      );
    },
    'GET /freelancer/securityIds': () => ({ results: state.securityIds }),
    'POST /freelancer/securityId': (request) => {
      const body = request.body as Schemas['SecurityIdInput'];
      const created = {
        id: 300 + state.securityIds.length,
        maskedValue: `••••${body.value.slice(-3)}`,
        created: '2026-11-24T10:00:00.000Z',
      };
      state.securityIds = [...state.securityIds, created];
      return json(created, 201);
    },
    'GET /project/:id/securityIdPattern': () => ({ pattern: '[A-Z]{2}[0-9]{6}', example: 'AB123456' }),
    'GET /project/:id/securityIdFaqVerbiage': () => ({ text: 'Your badge number, printed on your site pass.' }),
    'POST /project/:id/finishFlow': () => {
      if (state.finishProblem) {
        const { status, messages, fieldErrors } = state.finishProblem;
        return problem(status, messages, fieldErrors);
      }
      if (state.project)
        state.project = { ...state.project, applicationId: APPLICATION_ID, appliedAt: '2026-11-24T10:00:00.000Z' };
      state.flow = null;
      return application();
    },
    'PUT /projectApplication/:id': () =>
      state.finishProblem
        ? problem(state.finishProblem.status, state.finishProblem.messages, state.finishProblem.fieldErrors)
        : application(),
    'GET /projectApplication/:id/load': () => state.loaded ?? problem(404, ['application.notFound']),
  });
  return {
    fetch: (request) => fake.fetch(request),
    state,
    callsTo: (route) => fake.callsTo(route),
    hold: (route) => fake.hold(route),
    on: (route, handler) => fake.on(route, handler),
  };
}
