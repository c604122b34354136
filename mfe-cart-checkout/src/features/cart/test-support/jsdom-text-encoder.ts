// react-router 7 needs TextEncoder, which jsdom lacks. Imported first by component tests (it
// belongs in shared/config/jest-setup-dom.cjs; reported to its owner).
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
