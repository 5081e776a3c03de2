// 'Random Username': a name drawn by the server, drawn again on request, and taken as it is.
import { Dices } from "lucide-react";
import { useState } from "react";
import { Button } from "../../components/ui/button.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { useGenerateUsername } from "./queries.ts";
import { NameBox, OptionCard, Pending, type TakeProps } from "./option-card.tsx";

export function RandomUsernameCard({
  busy,
  saving,
  onTake,
}: TakeProps & { onTake: (username: string) => void }) {
  const generate = useGenerateUsername();
  const [generated, setGenerated] = useState<string | null>(null);

  function generateRandom() {
    generate.mutate(undefined, {
      onSuccess: ({ username }) => {
        setGenerated(username);
        toast({ title: "Username generated!", description: `Your new username is: ${username}` });
      },
    });
  }

  function takeGenerated() {
    if (!generated) {
      toast({
        title: "No username generated",
        description: "Please generate a username first.",
        variant: "destructive",
      });
      return;
    }
    onTake(generated);
  }

  return (
    <OptionCard
      icon={<Dices />}
      title="Random Username"
      description="We pick a fun, friendly name that nobody else has."
    >
      <NameBox
        label="Your random username"
        note={generated ? "Not saved until you use it" : "Checked so nobody else has it"}
      >
        {generated ? (
          <span className="text-foreground">{generated}</span>
        ) : (
          <span className="text-base font-medium text-muted-foreground">
            Press Generate Random to get a name
          </span>
        )}
      </NameBox>
      <div className="mt-auto grid gap-3">
        <Button
          variant={generated ? "outline" : "default"}
          size="lg"
          onClick={generateRandom}
          disabled={generate.isPending || busy}
        >
          {generate.isPending ? (
            <Pending>Generating...</Pending>
          ) : (
            <>
              <Dices aria-hidden />
              Generate Random
            </>
          )}
        </Button>
        <Button
          variant={generated ? "default" : "outline"}
          size="lg"
          onClick={takeGenerated}
          disabled={busy || generate.isPending}
        >
          {saving ? <Pending>Saving...</Pending> : "Use This Username"}
        </Button>
      </div>
    </OptionCard>
  );
}
