// Types of the jest-dom matchers (toBeInTheDocument, ...) for the test files.
import '@testing-library/jest-dom';
