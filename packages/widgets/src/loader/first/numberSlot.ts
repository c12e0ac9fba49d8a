/**
 * The booking number a view is rendered with at build time, replaced by the element's own as it is
 * painted (a number: what replaces it is one too, so the markup stays ours).
 */
export const NUMBER_SLOT = 918273645;
