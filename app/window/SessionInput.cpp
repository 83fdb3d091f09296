// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/window/SessionInput.h"

#include "app/CommandErrors.h"
#include "ui/viewmodel/session/Session.h"

#include <QCoreApplication>

namespace tally::sessioninput {

int apply(const commandinput::CommandInput& input, Session& session, QTextStream& err)
{
    for (const commandinput::DerivedType& derived : input.derived) {
        QString error;
        if (!session.setUserEventType({derived.name, {}, derived.formula}, {}, &error))
            return commanderrors::fail(
                err, commanderrors::kUsage,
                QCoreApplication::translate("CommandLine", "--derived '%1': ")
                        .arg(derived.name + QLatin1Char('=') + derived.formula) +
                    error);
    }
    // By name: the Session's types may be in another order than the input's.
    const int event = input.event < input.events.count()
                          ? session.events().indexOf(input.events.type(input.event).name)
                          : -1;
    if (event >= 0)
        session.setEventTypes(event, session.secondaryEvent());
    if (input.selection && input.selection->isCycle())
        session.setActiveCycle(input.selection->cycle);
    else if (input.selection)
        session.setActiveFunction(input.selection->function);
    return commanderrors::kSuccess;
}

} // namespace tally::sessioninput
