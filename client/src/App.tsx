// Routes: "/" shows the landing page for now; the client shell adds the other screens here.
import { Route, Switch } from 'wouter';
import { LandingPage } from './features/landing/LandingPage';

export function App() {
  return (
    <Switch>
      <Route path="/">
        <LandingPage />
      </Route>
    </Switch>
  );
}
