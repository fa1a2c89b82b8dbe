import { asc, eq } from 'drizzle-orm';
import { downloadRight, type RightsContext } from '../../shared/domain/rights';
import type { AttachmentItem } from '../../shared/schemas/playback';
import type { Db } from '../db/client';
import { attachments } from '../db/schema';
import { ApiError, notFound } from '../http/errors';
import { mediaUrl } from '../media/paths';
import { signMediaPath } from '../media/signing';
import { attachmentDownloadPath } from './boardstories';

const rows = (db: Db, boardstoryId: number) =>
  db
    .select({ id: attachments.id, title: attachments.title, file: attachments.file, forRentals: attachments.forRentals })
    .from(attachments)
    .where(eq(attachments.boardstoryId, boardstoryId))
    .orderBy(asc(attachments.sortOrder), asc(attachments.id));

/**
 * The material of a story as this viewer may see it: what the rules hide (lending material for non-owners,
 * what a code's owner hid) is left out; the rest links to the download route, which checks again.
 */
export async function listAttachments(db: Db, secret: string, ctx: RightsContext, code?: string): Promise<AttachmentItem[]> {
  const suffix = code ? `?accessCode=${encodeURIComponent(code)}` : '';
  const now = Date.now();
  return (await rows(db, ctx.story.id)).flatMap((a) => {
    const right = downloadRight(ctx, a);
    if (!right.allowed && 'hidden' in right) return [];
    const item: AttachmentItem = { id: a.id, title: a.title, path: attachmentDownloadPath(ctx.story.id, a.id) + suffix, downloadable: right.allowed };
    return [right.allowed ? { ...item, file: signMediaPath(secret, mediaUrl('attachments', a.file), now) } : item];
  });
}

/** A signed, short-lived file URL for one attachment after the rights check; 404 for what the viewer may not see. */
export async function attachmentDownloadUrl(db: Db, secret: string, ctx: RightsContext, attachmentId: number): Promise<string> {
  const attachment = (await rows(db, ctx.story.id)).find((a) => a.id === attachmentId);
  if (!attachment) throw notFound('attachment not found');
  const right = downloadRight(ctx, attachment);
  if ('hidden' in right) throw notFound('attachment not found');
  if (!right.allowed) throw new ApiError(403, 'forbidden', 'no valid orders');
  return signMediaPath(secret, mediaUrl('attachments', attachment.file));
}
