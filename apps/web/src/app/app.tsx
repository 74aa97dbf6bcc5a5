// The DOM build of the provider: only it hands the router React DOM's flushSync, without which a
// navigation asked to be synchronous (a control that reads its value from the URL) is a transition.
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { routes } from './router';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
