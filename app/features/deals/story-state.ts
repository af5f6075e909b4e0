/**
 * The deals story viewer's state machine: progress fills 1.25 % every 100 ms, so an
 * item lasts 8 s; at 100 % it advances, and after the last item the viewer closes.
 */
export const STORY_TICK_MS = 100;
export const STORY_STEP_PERCENT = 1.25;

export type StoryState = {
  index: number;
  progress: number;
  closed: boolean;
  liked: boolean[];
  likes: number[];
};

export type StoryAction =
  | { type: "tick" }
  | { type: "next" }
  | { type: "prev" }
  | { type: "goTo"; index: number }
  | { type: "toggleLike" }
  | { type: "reset"; likes: number[] };

export function initialStoryState(likes: number[]): StoryState {
  return { index: 0, progress: 0, closed: false, liked: likes.map(() => false), likes };
}

export function storyReducer(state: StoryState, action: StoryAction): StoryState {
  const last = state.likes.length - 1;
  switch (action.type) {
    case "reset":
      return initialStoryState(action.likes);
    case "tick": {
      if (state.closed) return state;
      const progress = state.progress + STORY_STEP_PERCENT;
      return progress >= 100 ? storyReducer(state, { type: "next" }) : { ...state, progress };
    }
    case "next":
      return state.index >= last
        ? { ...state, progress: 100, closed: true }
        : { ...state, index: state.index + 1, progress: 0 };
    case "prev":
      return state.index === 0 ? state : { ...state, index: state.index - 1, progress: 0 };
    case "goTo":
      if (action.index < 0 || action.index > last) return state;
      return { ...state, index: action.index, progress: 0 };
    case "toggleLike": {
      const liked = [...state.liked];
      const likes = [...state.likes];
      liked[state.index] = !liked[state.index];
      likes[state.index] += liked[state.index] ? 1 : -1;
      return { ...state, liked, likes };
    }
  }
}
