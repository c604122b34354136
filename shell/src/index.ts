// Async boundary: the federation share scope initialises before any shared module (React, the
// router, @storefront/*) is touched, so nothing needs `eager`.
import('./bootstrap');
