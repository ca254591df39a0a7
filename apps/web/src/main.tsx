import { createRoot } from 'react-dom/client';
import { App } from './App';
import { keepForOffline } from './offline';

const root = document.getElementById('root');
if (root) createRoot(root).render(<App />);
keepForOffline();
