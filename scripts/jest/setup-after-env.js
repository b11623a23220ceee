require('@testing-library/jest-dom');

// A page's code arrives through a dynamic import (definePages' `load`), which ts-jest compiles on
// first use: seconds on a busy 2-core CI machine. Waits for what appears (findBy…, waitFor) allow
// for that; a test still fails when it never appears.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
/* global jest */
jest.setTimeout(20000);
