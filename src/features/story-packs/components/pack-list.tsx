import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAccount } from '../../auth/auth.queries';
import { germanDate } from '../../../shared/domain/german-date';
import { formatMb, isPackVisible, storyPackQueries } from '../story-packs.queries';
import { useSavePack } from '../use-save-pack';
import '../story-packs.css';
import { storyParams } from '../../../lib/story-params';

/** /gespeicherte-geschichten: the stories saved on this device, their size and end, each removable. */
export function PackList() {
  const { account } = useAccount();
  const { data: packs } = useQuery(storyPackQueries.list());
  const { remove } = useSavePack();
  const visible = (packs ?? []).filter((p) => isPackVisible(p, account?.id ?? null));
  return (
    <section className="page">
      <h1>Gespeicherte Geschichten</h1>
      <p>Diese Geschichten sind auf diesem Gerät gespeichert und lassen sich auch ohne Internet abspielen – bis zu ihrem Ablaufdatum.</p>
      {packs && visible.length === 0 && <p>Auf diesem Gerät sind keine Geschichten gespeichert.</p>}
      {visible.length > 0 && (
        <ul className="pack-list">
          {visible.map((pack) => (
            <li key={pack.slug}>
              <h2 id={`pack-${pack.slug}`}>
                <Link to="/boardstory/$idOrSlug/{-$accessCode}" params={storyParams(pack.slug)}>
                  {pack.title}
                </Link>
              </h2>
              <span>{formatMb(pack.bytes)}</span>
              <span>verfügbar bis {germanDate(pack.until)}</span>
              <button type="button" className="button button-secondary" aria-describedby={`pack-${pack.slug}`} onClick={() => void remove(pack.slug)}>
                Entfernen
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
