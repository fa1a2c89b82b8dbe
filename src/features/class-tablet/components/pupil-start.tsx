import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { classTabletAtom } from '../class-tablet.atoms';
import { Image } from '../../../ui/image';
import { PinDialog } from './pin-dialog';
import '../class-tablet.css';
import { storyParams } from '../../../lib/story-params';

/**
 * The pupils' start screen of a class tablet: one large code field, and a tile per story the teacher brought
 * along, which opens it with the teacher's code (the signed token too, when the device has it, so the story
 * opens offline). The small "Lehrkraft" button is the teacher's way out, behind the PIN. `codeForm` is the code
 * entry, handed in by the route (it belongs to the access-codes feature, and the first load need not carry it).
 */
export function PupilStart({ onLeft, codeForm }: { onLeft: () => void; codeForm: ReactNode }) {
  const state = useAtomValue(classTabletAtom);
  const [pinOpen, setPinOpen] = useState(false);

  return (
    <div className="pupil-start">
      <h1>Hallo! Welche Geschichte möchtest du sehen?</h1>
      {codeForm}
      {state && state.stories.length > 0 && (
        <section aria-labelledby="pupil-start-stories">
          <h2 id="pupil-start-stories">Geschichten für deine Klasse</h2>
          <ul className="pupil-start__tiles">
            {state.stories.map((story) => (
              <li key={story.slug}>
                <Link
                  className="pupil-start__tile"
                  to="/boardstory/$idOrSlug/{-$accessCode}"
                  params={storyParams(story.slug, story.code)}
                  search={story.token ? { t: story.token } : {}}
                >
                  {story.image ? <Image path={story.image} alt="" sizes="320px" /> : <span className="pupil-start__no-image" aria-hidden="true" />}
                  <span className="pupil-start__title">{story.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <button type="button" className="pupil-start__teacher" onClick={() => setPinOpen(true)}>
        Lehrkraft
      </button>
      {pinOpen && <PinDialog onClose={() => setPinOpen(false)} onLeft={onLeft} />}
    </div>
  );
}
