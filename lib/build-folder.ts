/** The folder `next build` writes to and `next start` reads (tests build several side by side). */
export const buildFolder = () => process.env.NEXT_DIST_DIR || '.next';
