// Types for the jest-dom matchers the shared jest preset installs (toHaveAttribute, …).
import '@testing-library/jest-dom';
