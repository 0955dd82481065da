// The app's entry (index.html): every address but /auth/login, which has its own (signIn.tsx).
import { startApp } from './App.tsx';
import { startSettings } from './start.tsx';

startApp(startSettings().getSnapshot().locale);
