"""The pygame client: a scene stack over the rules core. Scenes hold no rules."""
