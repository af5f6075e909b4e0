import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onConfirm: () => void };

/** 'Back to Quiz' clears nine answers: asked first, with keeping them as the default. */
export function QuizRestartDialog({ open, onOpenChange, onConfirm }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="sm:max-w-md" showCloseButton={false}>
        <DialogHeader>
          <DialogTitle className="font-display text-2xl font-medium">Start the quiz again?</DialogTitle>
          <DialogDescription>
            Your nine answers will be cleared and you'll begin again at question 1.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-2 gap-3">
          <Button type="button" autoFocus onClick={() => onOpenChange(false)}>
            Keep my answers
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              onOpenChange(false);
              onConfirm();
            }}
          >
            Start again
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
