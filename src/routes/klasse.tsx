import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { PupilCodeForm } from '../features/access-codes/components/pupil-code-form';
import { PupilStart } from '../features/class-tablet/components/pupil-start';
import { isClassTablet } from '../features/class-tablet/class-tablet.atoms';
import { pageHead } from '../ui/page-head';

/** /klasse (see docs/codes.md#class-tablet): the pupils' start screen of a class tablet; a device not in class mode has none. */
export const Route = createFileRoute('/klasse')({
  beforeLoad: () => {
    if (!isClassTablet()) throw redirect({ to: '/' });
  },
  head: ({ match }) => pageHead(match, 'Klassen-Tablet'),
  component: ClassRoute,
});

function ClassRoute() {
  const navigate = useNavigate();
  // the teacher left class mode with the PIN: the device is an ordinary one again, waiting for a login
  return <PupilStart onLeft={() => void navigate({ to: '/login', replace: true })} codeForm={<PupilCodeForm />} />;
}
