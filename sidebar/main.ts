import { FORMATS } from './formats';
import { PUBLISH } from './publish';
import { Wizard } from './wizard';
import { call } from './client';
import { recoveredText, resumableNotice } from './recovered';

const root = document.getElementById('app');
if (root) {
  const wizard = new Wizard(root, FORMATS, [PUBLISH]);
  wizard.start();
  // A creation a killed run left half made is finished off first, and the TD is told (src/shared/server/create.ts).
  call('recoverCreation')
    .then((recovered) => {
      if (recovered?.resumable) wizard.prepend(resumableNotice(recovered));
      else if (recovered) wizard.notice(recoveredText(recovered));
    })
    .catch(() => undefined);
}
