// Any unknown path (spec 2): the exact 404 heading and text, with a way back home.
import { AlertIcon, ButtonLink } from '../../ui';
import { AuthLayout } from '../auth/AuthLayout';

export function NotFoundPage() {
  return (
    <AuthLayout
      icon={<AlertIcon size={22} />}
      tone="warning"
      title="404 Page Not Found"
      description="Did you forget to add the page to the router?"
    >
      <ButtonLink href="/" variant="primary" size="lg" fullWidth>
        Back to Home
      </ButtonLink>
    </AuthLayout>
  );
}
