import { storyTexts } from '../../../../shared/domain/story-texts';
import { webLink } from '../../../../shared/domain/web-link';
import type { BookReference as Book } from '../../../../shared/schemas/boardstories';
import { useIdle } from '../../../../lib/use-idle';
import { Image } from '../../../../ui/image';

/**
 * "Das Buch zur Boardstory": the printed book with its cover and a link to it when there is one. The cover is
 * asked for once the page has painted (it lies below a phone's first screen, but within the distance at which
 * lazy pictures load at once); its frame stands in meanwhile.
 */
export function BookReference({ book }: { book: Book }) {
  const link = webLink(book.externalLink);
  const painted = useIdle();
  return (
    <section className="story-section story-book" aria-labelledby="story-book-title">
      <h2 id="story-book-title">{storyTexts.bookReference}</h2>
      <div className="story-book__body">
        {book.path &&
          (painted ? (
            <Image path={book.path} alt={`Buchcover „${book.title}“`} sizes="200px" className="story-book__cover" />
          ) : (
            <div className="story-book__cover" />
          ))}
        <div>
          <h3>{book.title}</h3>
          {book.description && <p>{book.description}</p>}
          {link && (
            <a href={link} target="_blank" rel="noopener noreferrer" className="button">
              {storyTexts.bookLink}
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
