// The browser entry: starts the app (app/startPortal.tsx, where its code is, bundled with the rest
// of what every page loads first).
import { startPortal } from './app/startPortal.tsx';

startPortal(document);
