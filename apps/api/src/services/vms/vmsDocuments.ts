// The documents of a submitted application the client's system may open (through a signed link):
// its CV and its cover letter, PDFs only, never a draft's.
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { applications, files } from '../../db/schema.ts';
import type { VmsDocument } from './vmsLinks.ts';

/** Where the document's content is stored and its file name; undefined when the application has none. */
export async function applicationDocument(
  tx: Tx,
  clientId: string,
  applicationId: number,
  document: VmsDocument,
): Promise<{ storageKey: string; name: string } | undefined> {
  const fileId = document === 'cv' ? applications.cvFileId : applications.coverFileId;
  const [row] = await tx
    .select({ storageKey: files.storageKey, name: files.name })
    .from(applications)
    .innerJoin(files, eq(files.id, fileId))
    .where(
      and(
        eq(applications.clientId, clientId),
        eq(applications.id, applicationId),
        ne(applications.status, 'UNDER_CONSTRUCTION'),
        eq(files.contentType, 'application/pdf'),
      ),
    );
  return row;
}
