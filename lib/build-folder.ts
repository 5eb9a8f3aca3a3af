export const buildFolder = () => process.env.NEXT_DIST_DIR || '.next';
