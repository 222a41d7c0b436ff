import { FORMATS } from './formats';
import { Wizard } from './wizard';

const root = document.getElementById('app');
if (root) new Wizard(root, FORMATS).start();
