/** The floor's activities: nothing at all, and the wall clock (so a timer's lateness is measured outside the workflow sandbox). */
export const floorActivities = {
  async noop(): Promise<void> {},
  async wallClock(): Promise<number> {
    return Date.now();
  },
};

export type FloorActivities = typeof floorActivities;
