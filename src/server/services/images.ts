import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { imageWidths } from '../../shared/domain/images';
import type { Image, ImageType } from '../../shared/schemas/boardstories';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { imagePaths } from '../media/paths';

export type ImageFilter = { boardstoryIds?: number[]; imageType?: ImageType };

/** Story pictures in story and display order, with the WordPress-like `sizes` the client reads. */
export async function listImages(db: Db, filter: ImageFilter): Promise<Image[]> {
  const conditions: SQL[] = [];
  if (filter.boardstoryIds?.length) conditions.push(inArray(images.boardstoryId, filter.boardstoryIds));
  if (filter.imageType) conditions.push(eq(images.imageType, filter.imageType));
  const rows = await db
    .select()
    .from(images)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(images.boardstoryId), asc(images.sortOrder), asc(images.id));
  return rows.map((row) => {
    const path = imagePaths(row.file);
    return {
      id: row.id,
      boardstoryId: row.boardstoryId,
      title: row.title,
      alt: row.alt,
      url: path.large,
      width: imageWidths.large,
      imageType: row.imageType,
      path,
      sizes: {
        medium: path.small,
        'medium-width': imageWidths.small,
        medium_large: path.medium,
        'medium_large-width': imageWidths.medium,
        large: path.large,
        'large-width': imageWidths.large,
      },
    };
  });
}
