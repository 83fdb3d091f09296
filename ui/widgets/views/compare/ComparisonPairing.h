// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/ProfileComparison.h"

#include <QObject>

#include <memory>

class QMenu;
class QWidget;

namespace tally {

class Session;

// Pairing two functions of a comparison by hand (issue 38), wherever a compared function is
// shown (the Compare view, the compared Callers / Callees and their All lists): "Pair With..."
// for a function found on one side only, which asks which function of the other side it is
// (PairWithDialog), and "Unpair" for a pair made by hand. Either changes the matching rules of
// the Session's comparison, which is matched again (and kept for the pair of files by
// MatchingMemory).
class ComparisonPairing : public QObject
{
    Q_OBJECT

public:
    // Its dialogs open over `parent`, which owns it.
    ComparisonPairing(Session& session, QWidget* parent);

    // Adds Pair With... or Unpair for the row `row` of `comparison` to `menu`; false when
    // neither applies (a function matched by name, or no such row).
    bool addTo(QMenu* menu, const std::shared_ptr<const ProfileComparison>& comparison,
               std::size_t row);
    // Asks what row `row` of `comparison` is on the other side, and pairs the two.
    void choosePair(const std::shared_ptr<const ProfileComparison>& comparison, std::size_t row);
    // Pairs the rows `row` and `other` of `comparison` (one on each side only) by hand, or undoes
    // the pair by hand of row `row`; nothing when `comparison` is no longer the Session's.
    void pair(const std::shared_ptr<const ProfileComparison>& comparison, std::size_t row,
              std::size_t other);
    void unpair(const std::shared_ptr<const ProfileComparison>& comparison, std::size_t row);

private:
    Session& m_session;
    QWidget* m_parent;
};

} // namespace tally
