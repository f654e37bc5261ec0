import ArgumentParser
import RotationPolicyServer

// The design card's server executable; the command itself lives in RotationPolicyServer so that the
// `rotation-policy serve` subcommand runs the very same code.
ServeCommand.main()
