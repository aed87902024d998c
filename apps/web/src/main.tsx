import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/sections.css';
import './styles/cards.css';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
