// What the islands import from 'react', in the browser: Preact's own functions (esbuild aliases
// 'react' here, 'react/jsx-runtime' to Preact's). The islands use only hooks, context and
// createElement, and only props that Preact sets as React does (className and htmlFor as DOM
// properties, onInput, onFocus as focusin...), so preact/compat's renaming layer (1.3 KB gzip of
// the 12 KB page budget) is left out.
export { createContext, createElement, Fragment } from 'preact';
export { useContext, useLayoutEffect, useRef, useState } from 'preact/hooks';
