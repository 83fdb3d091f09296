// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include <QStringList>

class QWidget;

namespace tally {

class ProfileOpener;
class ViewTabs;

// How the shell opens a series (File > Open Series..., several files dropped at once, the
// command line's --series without --report), kept beside the Series view so that the shell's
// files only call it.
namespace seriesopening {

// Files chosen together as steps: by file name, numbers in names by value (`ls -v`'s order:
// callgrind.out.9 before callgrind.out.10), whatever order the file dialog returns them in.
QStringList inStepOrder(QStringList paths);

// Opens `steps` (in this order) as a series: the last step as the window's profile (so every
// view shows the latest), the Series view brought forward building the series; its "Compare
// Steps" opens the chosen pair through `opener` (the earlier step the baseline).
void open(ProfileOpener& opener, ViewTabs& tabs, const QStringList& steps);

// Connects the Series view of `tabs` to `opener` (Compare Steps); once, when the shell is built.
void connectView(ProfileOpener& opener, ViewTabs& tabs);

// Several files dropped at once: asks whether they are one profile's parts (what a drop did
// before: ProfileOpener::openFiles), a series, or the first two compared, and does it.
void openDropped(QWidget* parent, ProfileOpener& opener, ViewTabs& tabs, const QStringList& paths);

} // namespace seriesopening

} // namespace tally
