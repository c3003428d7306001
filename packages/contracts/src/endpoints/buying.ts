/** A distributor's buying tools (issue 12): reorder a past order, the quick order (review and add), several lines at once (the size curve). */
export const buying = {};
