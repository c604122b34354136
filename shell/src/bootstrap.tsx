import { boot } from './boot/boot';

void boot(document.getElementById('root') as HTMLElement);
