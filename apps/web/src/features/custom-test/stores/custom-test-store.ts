/**
 * The create-your-own-test choices across the three steps (learning.md §3), kept for the browser
 * tab (sessionStorage) so Back, Next and a reload keep them. Choices belong to one exam: another
 * exam starts afresh.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import {
  DEFAULT_SETTINGS,
  setAllChapters,
  setChapterSelected,
  setSubjectSelected,
  withoutChapters,
  type Selection,
  type TestSettings,
} from '../utils/selection.ts';

interface CustomTestState {
  exam: string;
  selection: Selection;
  settings: TestSettings;
  /** Starts afresh when `exam` differs from the exam of the stored choices. */
  forExam(exam: string): void;
  selectSubject(code: string, selected: boolean): void;
  selectAllChapters(code: string, chapters: readonly string[], selected: boolean): void;
  selectChapter(code: string, chapter: string, selected: boolean): void;
  dropChapters(chapters: readonly string[]): void;
  updateSettings(patch: Partial<TestSettings>): void;
  reset(): void;
}

const initial = { exam: '', selection: {} as Selection, settings: DEFAULT_SETTINGS };

/** The store of the create-your-own-test choices. */
export const useCustomTestStore = create<CustomTestState>()(
  persist(
    (set) => ({
      ...initial,
      forExam: (exam) => set((s) => (s.exam === exam ? s : { ...initial, exam })),
      selectSubject: (code, selected) => set((s) => ({ selection: setSubjectSelected(s.selection, code, selected) })),
      selectAllChapters: (code, chapters, selected) => set((s) => ({ selection: setAllChapters(s.selection, code, chapters, selected) })),
      selectChapter: (code, chapter, selected) => set((s) => ({ selection: setChapterSelected(s.selection, code, chapter, selected) })),
      dropChapters: (chapters) => set((s) => ({ selection: withoutChapters(s.selection, chapters) })),
      updateSettings: (patch) => set((s) => ({ settings: { ...s.settings, ...patch } })),
      reset: () => set(initial),
    }),
    {
      name: 'abhyas.custom-test',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({ exam: s.exam, selection: s.selection, settings: s.settings }),
    },
  ),
);
