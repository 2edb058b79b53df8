import { useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { AUTH_NAVIGATION } from '@n5/shared/session/contract';
import { BrandMark } from '../../../components/brand-mark';
import { useSession, useSessionEnded } from '../../../lib/session';
import { DemoSignIn } from '../components/demo-sign-in';
import { MicrosoftLogo } from '../components/microsoft-logo';

/** Why the server sent the browser back here (`/?error=...` from the sign-on callback). */
const SIGN_IN_ERRORS: Record<string, string> = {
  'not-registered':
    'Your Microsoft account is not registered in this app. Ask an administrator to add you, then sign in again.',
  'signin-failed': 'Sign-in with Microsoft did not complete. Please try again.',
};

/** Demo sign-in mode has no provider to send the browser to (README "Configuration"). */
const SSO_NOT_CONFIGURED =
  'Single sign-on is not configured on this server, so Sign in with Microsoft is not available. Sign in with a demo account below.';

/** Only a path of this app: never another site ("//evil.example", "https://..."). */
function safeReturnTo(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
    ? value
    : '/home';
}

const BACKDROP_SX = {
  minHeight: '100dvh',
  display: 'flex',
  alignItems: { xs: 'flex-start', sm: 'center' },
  justifyContent: 'center',
  px: 2,
  py: { xs: 4, sm: 6 },
  background: 'radial-gradient(circle at 20% 0%, #2f4459 0%, #1b2a3a 45%, #101b26 100%)',
} as const;

/** The company's mark and name, and what signing in leads to. */
function LoginHeading(props: { companyName: string; isLoginRoute: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
      <BrandMark size={44} />
      <Box>
        <Typography variant="h3" component="h1">
          {props.companyName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {props.isLoginRoute ? 'Sign in to continue.' : 'Sign in to open this page.'}
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The login page at /, and the login screen any protected page shows to a signed-out visitor:
 * after sign-in the user lands on /home, or back on the page they asked for.
 */
export function LoginPage() {
  const { user, config } = useSession();
  const hasSessionEnded = useSessionEnded();
  const [isSsoMissing, setSsoMissing] = useState(false);
  const location = useLocation();
  const [search] = useSearchParams();
  const isLoginRoute = location.pathname === '/';
  // A page that sends signed-out visitors to / says where to come back to (?returnTo=/path).
  const returnTo = isLoginRoute
    ? safeReturnTo(search.get('returnTo'))
    : `${location.pathname}${location.search}`;
  if (user) return isLoginRoute ? <Navigate to={returnTo} replace /> : null;

  const errorCode = search.get('error');
  const signInError = errorCode
    ? (SIGN_IN_ERRORS[errorCode] ?? 'Sign-in did not complete. Please try again.')
    : null;

  const handleMicrosoft = () => {
    // Demo mode: /auth/login would only come back here, which looks like a broken button.
    if (config.authMode === 'dev') {
      setSsoMissing(true);
      return;
    }
    window.location.assign(`${AUTH_NAVIGATION.login}?returnTo=${encodeURIComponent(returnTo)}`);
  };

  return (
    <Box sx={BACKDROP_SX}>
      <Card
        variant="elevation"
        elevation={8}
        sx={{ width: '100%', maxWidth: 460, borderRadius: 3 }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <LoginHeading companyName={config.companyName} isLoginRoute={isLoginRoute} />
          {hasSessionEnded && !signInError && (
            <Alert severity="info" sx={{ mb: 2 }} role="alert" title="Your session has ended">
              Your session has ended. Sign in again to return to this page.
            </Alert>
          )}
          {signInError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {signInError}
            </Alert>
          )}
          <Button
            fullWidth
            size="large"
            variant="contained"
            startIcon={<MicrosoftLogo />}
            onClick={handleMicrosoft}
            sx={{ py: 1.25 }}
          >
            Sign in with Microsoft
          </Button>
          {isSsoMissing && (
            <Alert severity="info" role="alert" sx={{ mt: 2 }}>
              {SSO_NOT_CONFIGURED}
            </Alert>
          )}
          {config.authMode === 'dev' && <DemoSignIn />}
        </CardContent>
      </Card>
    </Box>
  );
}
