// The texts of meeting mode that more than one screen shows.
export const meetingBannerText = (name: string) => `${name} is running a meeting`;
export const FOLLOW = 'Follow';
export const FOLLOW_AGAIN = 'Follow again';
export const LEAVE = 'Leave';
export const START_MEETING = 'Start meeting';
export const END_MEETING = 'End meeting';
export const HAND_OVER = 'Hand over';
