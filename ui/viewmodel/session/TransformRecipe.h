// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/transform/Transform.h"

#include <QString>

#include <optional>
#include <vector>

// Recipes in the window (File > Save Recipe, Apply Recipe): the text --recipe reads, `focus
// NAME`, `drop NAME`, `merge NAME`, `collapse-object OBJECT` lines, `#` comments, blank lines.
namespace tally::transformrecipe {

// A recipe of `list`, with a `#` header line.
QString text(const std::vector<Transform>& list);
// The transforms of a recipe; nullopt with `error` ("PATH:LINE: what is wrong") for a bad line.
std::optional<std::vector<Transform>> parse(const QString& text, const QString& path,
                                            QString* error);

} // namespace tally::transformrecipe
