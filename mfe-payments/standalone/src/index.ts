// The async boundary: the shared scope initialises before React is touched (no `eager`).
import('./bootstrap');
export {};
