// esbuild turns the desk app's CSS import into desk/app.[hash].css.
declare module '*.css';
