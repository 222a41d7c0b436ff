import { FORMATS } from './formats';
import { PUBLISH } from './publish';
import { Wizard } from './wizard';

const root = document.getElementById('app');
if (root) new Wizard(root, FORMATS, [PUBLISH]).start();
