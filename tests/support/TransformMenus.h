// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Whether a menu offers the four transforms of issue 37 with their keys.

#include "ui/widgets/common/TransformActions.h"

#include <QAction>
#include <QDebug>
#include <QList>

#include <algorithm>
#include <array>

namespace tally::test {

// The four transform entries among a menu's actions, each with its key shown (after a tab, or
// as the action's own shortcut).
inline bool hasTheFourTransforms(const QList<QAction*>& actions)
{
    constexpr std::array<const char*, 4> entries{"Focus on", "Drop", "Merge", "Collapse"};
    const std::array<TransformKind, 4> kinds{TransformKind::Focus, TransformKind::Drop,
                                             TransformKind::Merge, TransformKind::CollapseObject};
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const QString key = TransformActions::key(kinds[i]).toString(QKeySequence::NativeText);
        const bool found = std::any_of(actions.begin(), actions.end(), [&](QAction* action) {
            const QString text = action->text().remove(QLatin1Char('&'));
            return text.contains(QLatin1String(entries[i])) &&
                   (text.endsWith(QLatin1Char('\t') + key) ||
                    action->shortcut().toString(QKeySequence::NativeText) == key);
        });
        if (!found) {
            qWarning() << "no" << entries[i] << "with" << key;
            return false;
        }
    }
    return true;
}

// The action among `actions` whose text (mnemonics left out) starts with `start`, or nullptr.
inline QAction* actionStartingWith(const QList<QAction*>& actions, const QString& start)
{
    const auto found = std::find_if(actions.begin(), actions.end(), [&](QAction* action) {
        return action->text().remove(QLatin1Char('&')).startsWith(start);
    });
    return found == actions.end() ? nullptr : *found;
}

} // namespace tally::test
