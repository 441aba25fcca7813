import { AppShell } from './app-shell';

export function App() {
  return <AppShell />;
}
