// A talent with data in every place the portal keeps some — through the real operations where
// there is one (registration, profile, CV, uploads, availability, security id, referral, device,
// pool, exclusion, a draft application), written straight into the database where the talent has
// no call of their own (onboarding answers, submitted applications with their VMS events, an
// invitation). Every text the talent gave carries `marker`, so a test can search the whole database
// for it (test/erasure.test.ts) or find it in an export (test/dataExport.test.ts).
import type { components } from '@talent/api-client';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { invitations, onboardingAnswers } from '../src/db/schema.ts';
import { recordApplicationEvent } from '../src/services/applications/applicationEvents.ts';
import { registerAndLogin } from './accounts.ts';
import type { Session } from './accounts.ts';
import { inTenant } from './accountData.ts';
import { insertPools, insertProjects } from './catalog.ts';
import { multipartBody } from './harness.ts';
import type { TestServer } from './harness.ts';
import { textPdf } from './pdfs.ts';
import { submitApplication } from './vmsFixtures.ts';

type Schemas = components['schemas'];

/** What `richTalent` made. */
export interface RichTalent {
  readonly id: number;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The mobile number, E.164. */
  readonly phone: string;
  readonly marker: string;
  readonly session: Session;
  readonly cv: Buffer;
  /** Submitted applications: one still open (SEND_PENDING), one final (HIRED). */
  readonly applications: { readonly open: number; readonly hired: number };
  readonly draftProject: number;
  readonly invitation: number;
  readonly referralEmail: string;
}

/**
 * Makes the talent `<tag>@example.com` on ALPHA (the server must trust `X-Forwarded-For`:
 * ACCOUNT_TEST_ENV). `phoneLocal` is a UK mobile number's last six digits (unique per talent).
 */
export async function richTalent(server: TestServer, tag: string, phoneLocal: string): Promise<RichTalent> {
  const marker = `Quokkamarker${tag}`;
  const firstName = `Zenobia${tag}`;
  const lastName = `Quillfeather${tag}`;
  const email = `${tag.toLowerCase()}.talent@example.com`;
  const phone = `+447400${phoneLocal}`;
  const session = await registerAndLogin(server, email, { overrides: { firstName, lastName } });
  const token = session.access_token;
  const me = await server.call<Schemas['FreelancerUser']>('getFreelancer', { token });
  const id = me.body.id;
  const ok = (response: { status: number }, status = 200) => expect(response.status).toBe(status);

  ok(
    await server.call('updateProfileInfo', {
      token,
      body: {
        mobileNumber: { number: phone, countryCode: 'GB' },
        professionalTitle: `Engineer ${marker}`,
        description: `About me: ${marker}`,
        homeAddress: { street: `${marker} Street 1`, city: 'London', zip: 'SW1Y 4LE', country: 'GB' },
        linkedinHandle: `in-${tag.toLowerCase()}`,
      },
    }),
  );
  ok(
    await server.call('updateCv', {
      token,
      body: {
        skills: [`Skill ${marker}`],
        toolsAndTechnologies: [],
        masteredLanguages: [{ code: 'en', proficiency: 5 }],
        employmentHistory: [{ title: `Analyst at ${marker} Ltd`, start: '2020-01-01', end: '2024-09-01' }],
        educationHistory: [],
        certificateHistory: [],
      },
    }),
  );
  const cv = await textPdf(1, 3);
  ok(
    await server.call('uploadCv', {
      token,
      rawBody: await multipartBody([
        { name: 'file', data: cv, filename: `${marker}-cv.pdf`, contentType: 'application/pdf' },
      ]),
    }),
    201,
  );
  // A CV drawn from the profile: a generated file with the talent's name in it.
  expect([200, 201]).toContain((await server.call('generateCvPdf', { token })).status);
  ok(
    await server.call('createNotAvailable', {
      token,
      body: { start: '2027-01-01', end: '2027-01-14', reason: `Holiday ${marker}` },
    }),
    201,
  );
  ok(await server.call('createSecurityId', { token, body: { value: `SEC-${tag}-4711` } }), 201);
  const referralEmail = `colleague.of.${tag.toLowerCase()}@example.com`;
  ok(
    await server.call('createReferral', {
      token,
      body: { email: referralEmail, firstName: 'Colleague', message: `Join me, ${marker}` },
    }),
    202,
  );
  // A saved search (it turns job emails on) whose name carries the marker.
  ok(
    await server.call('createJobAlert', {
      token,
      body: { name: `Alert ${marker}`, frequency: 'WEEKLY', query: 'java' },
    }),
    201,
  );
  ok(
    await server.call('registerUserDevice', {
      token,
      path: { id: randomUUID() },
      body: { userAgent: `Browser of ${marker}`, country: 'GB' },
    }),
    201,
  );

  const [pool] = (await insertPools(server, 'alpha', [{ name: `Pool for ${tag}` }])) as [number];
  const [openJob, hiredJob, draftJob, invitedJob, excludedJob] = (await insertProjects(server, 'alpha', [
    { title: `Open job ${tag}`, pools: [pool] },
    { title: `Hired job ${tag}` },
    { title: `Draft job ${tag}` },
    { title: `Invited job ${tag}` },
    { title: `Excluded job ${tag}` },
  ])) as [number, number, number, number, number];
  ok(await server.call('applyToPool', { token, path: { id: pool } }), 201);
  ok(await server.call('excludeProject', { token, path: { id: excludedJob } }), 204);
  ok(await server.call('createApplication', { token, body: { job: draftJob } }), 201);

  const context = server.server.context;
  const parts = { database: context.database, jobs: context.jobs, storage: context.storage };
  const open = await submitApplication(parts, 'alpha', id, openJob);
  const hired = await submitApplication(parts, 'alpha', id, hiredJob);
  const invitation = await inTenant(server, 'alpha', async (tx) => {
    for (const status of ['SENT_TO_CLIENT', 'ACTIVE', 'HIRED'] as const) {
      await recordApplicationEvent(tx, context.jobs, {
        clientId: 'alpha',
        applicationId: hired.id,
        status,
        source: 'VMS',
        longStatus: status === 'HIRED' ? 'ACCEPTED' : 'PENDING',
        note: `Recruiter note about ${firstName}`,
      });
    }
    await tx.insert(onboardingAnswers).values({
      clientId: 'alpha',
      freelancerId: id,
      rowId: 9001,
      items: [{ id: 1, type: 'text', value: `Answer ${marker}` }],
    });
    const [row] = await tx
      .insert(invitations)
      .values({
        clientId: 'alpha',
        freelancerId: id,
        projectId: invitedJob,
        message: `Dear ${firstName}, please apply`,
        expiresAt: new Date(Date.now() + 14 * 86_400_000),
      })
      .returning({ id: invitations.id });
    return row!.id;
  });
  return {
    id,
    email,
    firstName,
    lastName,
    phone,
    marker,
    session,
    cv,
    applications: { open: open.id, hired: hired.id },
    draftProject: draftJob,
    invitation,
    referralEmail,
  };
}
