// The shell's component tests render the whole app (lazy routes, overlays): give async queries
// and tests room on a busy 2-core machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
